import { SatAdmin } from './admin/SatAdmin';

export const App = () => <SatAdmin />;

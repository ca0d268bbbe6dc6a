import { SatAdmin } from './admin/SatAdmin';
import type { Backend } from './admin/backend';

export const App = ({ backend }: { backend: Backend }) => <SatAdmin backend={backend} />;

/** The root path: /rides with a stored user, /login otherwise (spec §2 routing). */
import { Navigate } from 'react-router-dom';
import { getStoredUser } from '../state/storedUser';

export const HOME_PATH = '/rides';

export const RootRedirect = () => <Navigate to={getStoredUser() ? HOME_PATH : '/login'} replace />;

export { getDataProvider } from './dataProvider';
export { getAuthProvider } from './authProvider';

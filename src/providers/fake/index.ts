export { getDataProvider } from './dataProvider';
export { getAuthProvider, FAKE_CREDENTIALS } from './authProvider';
export { demoData } from './demoData';

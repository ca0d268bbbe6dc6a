export { getDataProvider } from './dataProvider';
export { getAuthProvider, FAKE_ACCESS, FAKE_CREDENTIALS } from './authProvider';
export { demoData } from './demoData';

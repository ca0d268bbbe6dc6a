export { getDataProvider } from './dataProvider';
export { getAuthProvider, FAKE_CREDENTIALS } from './authProvider';
export { smallFixture } from './fixture';

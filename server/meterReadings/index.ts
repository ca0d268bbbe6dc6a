/** The meter readings feature's public module: what other features may import from it (eslint.config.js). */
export { meterReadingWriteHooks } from './hooks';
export { recordReading, recordTelematicsReading } from './record';
export { highestReadings, latestMeterReadings, previousReading, type ReadingWindow } from './repository';

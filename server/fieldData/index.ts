/** What other features use of field data (issue 30's checks): whose write it is, its site, its times. */
export { assertFieldSite, assertOwnRecord, personForWrite, type FieldPerson } from './writeAccess';
export { assertFieldTime } from './fieldTimes';

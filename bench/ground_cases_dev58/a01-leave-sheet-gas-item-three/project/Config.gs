/**
 * Leave requests - settings.
 *
 * Tab "Requests" is filled by the Google Form "Leave request 2025":
 *   A Timestamp | B Name | C Email | D First day | E Last day | F Type
 *   G Days (script) | H Status | I Manager note | J Notified (script)
 * Tab "Staff" lists everyone with their allowance, tab "Log" is written by the script.
 */
var SHEET_REQUESTS = 'Requests';
var SHEET_STAFF = 'Staff';
var SHEET_LOG = 'Log';

var COL = {
  TIMESTAMP: 1,
  NAME: 2,
  EMAIL: 3,
  FIRST_DAY: 4,
  LAST_DAY: 5,
  TYPE: 6,
  DAYS: 7,
  STATUS: 8,
  NOTE: 9,
  NOTIFIED: 10
};

// Fallback only: set MANAGER_EMAIL in Project Settings > Script Properties instead.
var MANAGER_EMAIL = 'karen.whitley@bramblefield-dental.co.uk';

function getManagerEmail_() {
  var fromProps = PropertiesService.getScriptProperties().getProperty('MANAGER_EMAIL');
  return fromProps || MANAGER_EMAIL;
}
var OFFICE_NAME = 'Bramblefield Dental Practice';
var REMINDER_AFTER_DAYS = 3;
var DATE_FORMAT = 'EEE d MMM yyyy'; // Thu 3 Apr 2025
var STATUSES = ['Pending', 'Approved', 'Declined', 'Cancelled'];

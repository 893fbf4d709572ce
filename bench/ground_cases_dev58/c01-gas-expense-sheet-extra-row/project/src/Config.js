/**
 * 全局配置. 改表名或列顺序时只改这里.
 */
var CONFIG = {
  SPREADSHEET_ID: '1q8ZQm3xT0aLkP4vR7uN2cW9sH5dE6fJ1bY3gK0oA8iM',
  SHEET_EXPENSES: '报销',
  SHEET_LEAVE: '请假',
  SHEET_LOG: '日志',
  APPROVER_EMAIL: 'zhang.wei@lanshan-design.cn',
  FINANCE_EMAIL: 'finance@lanshan-design.cn',
  OFFICE_EMAIL: 'lina@lanshan-design.cn',
  TIMEZONE: 'Asia/Shanghai',
};

// 报销表的列 (从 1 开始, 和表格里的列一致)
var EXP_COL = {
  TIMESTAMP: 1,
  NAME: 2,
  EMAIL: 3,
  CATEGORY: 4,
  AMOUNT: 5,
  DESCRIPTION: 6,
  STATUS: 7,
  MAILED: 8,
};

// 请假表的列
var LEAVE_COL = {
  TIMESTAMP: 1,
  NAME: 2,
  TYPE: 3,
  START: 4,
  END: 5,
  DAYS: 6,
};

var STATUS = {
  PENDING: '待审批',
  APPROVED: '已批准',
  REJECTED: '已驳回',
};

/** Reading the shop's spreadsheet. */

function getConfig() {
  const props = PropertiesService.getScriptProperties();
  return {
    digestTo: props.getProperty('DIGEST_TO'),
    exportFolderId: props.getProperty('EXPORT_FOLDER_ID'),
    timeZone: Session.getScriptTimeZone(),
  };
}

function readOrders() {
  const sheet = SpreadsheetApp.getActive().getSheetByName('Orders');
  const values = sheet.getDataRange().getValues();
  const header = values.shift();
  const col = (name) => header.indexOf(name);
  const iDate = col('date');
  const iId = col('order_id');
  const iCustomer = col('customer');
  const iAmount = col('amount');
  const iChannel = col('channel');
  return values
    .filter((r) => r[iId])
    .map((r) => ({
      date: r[iDate] instanceof Date ? r[iDate] : new Date(r[iDate]),
      id: String(r[iId]),
      customer: r[iCustomer],
      amount: Number(r[iAmount]) || 0,
      channel: r[iChannel] || 'taobao',
    }));
}

function onOpen() {
  SpreadsheetApp.getUi()
    .createMenu('小铺工具')
    .addItem('发送本周周报（测试）', 'sendWeeklyDigest')
    .addItem('导出上周 CSV', 'exportWeeklyCsv')
    .addToUi();
}

const REQUIRED = ["社員番号", "氏名", "フリガナ", "所属", "入社日"];
const KANA = /^[ァ-ヶー　 ]+$/;
const EMPLOYEE_NO = /^\d{6}$/;
const DATE = /^\d{4}[-/]\d{1,2}[-/]\d{1,2}$/;

/** 1行分のチェック。エラーメッセージの配列を返す（空なら OK）。 */
export function validateRow(record) {
  const errors = [];
  for (const key of REQUIRED) {
    if (!record[key]) {
      errors.push(`${key}が空です`);
    }
  }
  if (record["社員番号"] && !EMPLOYEE_NO.test(record["社員番号"])) {
    errors.push("社員番号は6桁の数字です");
  }
  if (record["フリガナ"] && !KANA.test(record["フリガナ"])) {
    errors.push("フリガナは全角カタカナで入力してください");
  }
  if (record["入社日"] && !DATE.test(record["入社日"])) {
    errors.push("入社日は YYYY/MM/DD 形式で入力してください");
  }
  return errors;
}

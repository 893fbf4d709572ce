module.exports = {
  hourlyRates: {
    city: 300,
    electric: 600,
    kids: 200,
  },
  dailyCap: {
    city: 1500,
    electric: 3000,
    kids: 1000,
  },
  lateFeePerHour: 500,
  // 返却予定から10分までは延滞料をとらない（店頭ルール）
  lateGraceMinutes: 10,
  maxExtendHours: 8,
};

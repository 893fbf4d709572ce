export default {
  ja: {
    calendar: { week: "週", today: "今日", prev: "前の週", next: "次の週" },
    shift: { early: "早番", late: "遅番", night: "夜勤", off: "休み" },
  },
  en: {
    calendar: { week: "Week", today: "Today", prev: "Previous", next: "Next" },
    shift: { early: "Early", late: "Late", night: "Night", off: "Off" },
  },
};

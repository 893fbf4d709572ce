export default {
  booking: {
    title: "预约到店",
    name: "姓名",
    phone: "手机号",
    date: "到店日期",
    slot: "时间段",
    people: "人数",
    note: "备注",
    submit: "提交预约",
    errors: {
      phone: "请输入正确的手机号",
      date: "请选择三个月内的日期",
      slot: "请选择时间段",
      people: "人数需在 1 到 20 之间",
      unknown: "提交失败，请稍后再试",
    },
  },
};

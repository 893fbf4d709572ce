export default {
  customs: {
    title: "海关申报信息",
    intro: "根据海关要求，跨境包裹需提供收件人真实姓名和身份证号码。",
    name: "收件人姓名（与身份证一致）",
    idNumber: "身份证号码",
    phone: "手机号码",
    submit: "继续支付",
    errors: {
      required: "此项为必填项",
      name: "请填写与身份证一致的姓名",
      idNumber: "请输入有效的18位身份证号码",
      phone: "请输入中国大陆手机号码",
    },
  },
};

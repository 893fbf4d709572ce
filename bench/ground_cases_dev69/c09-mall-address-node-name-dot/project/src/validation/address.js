const Joi = require("joi");

const messages = {
  "any.required": "{#label}不能为空",
  "string.empty": "{#label}不能为空",
  "string.max": "{#label}不能超过{#limit}个字",
  "string.pattern.base": "{#label}格式不正确",
};

const addressSchema = Joi.object({
  receiverName: Joi.string()
    .trim()
    .pattern(/^[\u4e00-\u9fa5a-zA-Z ]{2,20}$/)
    .required()
    .label("收货人"),
  phone: Joi.string()
    .pattern(/^1[3-9]\d{9}$/)
    .required()
    .label("手机号"),
  province: Joi.string().trim().required().label("省份"),
  city: Joi.string().trim().required().label("城市"),
  district: Joi.string().trim().required().label("区县"),
  detail: Joi.string().trim().max(120).required().label("详细地址"),
  postcode: Joi.string()
    .pattern(/^\d{6}$/)
    .allow("")
    .label("邮编"),
  isDefault: Joi.boolean().default(false),
}).messages(messages);

function validateAddress(body) {
  const { value, error } = addressSchema.validate(body, { abortEarly: false, stripUnknown: true });
  if (!error) {
    return { value, errors: null };
  }
  const errors = error.details.map((d) => ({ field: d.path.join("."), message: d.message.replace(/"/g, "") }));
  return { value: null, errors };
}

module.exports = { addressSchema, validateAddress };

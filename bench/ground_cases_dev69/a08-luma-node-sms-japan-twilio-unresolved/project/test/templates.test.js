const test = require("node:test");
const assert = require("node:assert");
const { otpMessage } = require("../src/sms/templates");

test("english by default", () => {
  assert.match(otpMessage("123456"), /Your Luma code is 123456/);
});

test("japanese fits in one UCS-2 segment", () => {
  const body = otpMessage("123456", "ja");
  assert.match(body, /123456/);
  assert.ok(body.length <= 70);
});

test("german", () => {
  assert.match(otpMessage("123456", "de"), /Ihr Luma-Code: 123456/);
});

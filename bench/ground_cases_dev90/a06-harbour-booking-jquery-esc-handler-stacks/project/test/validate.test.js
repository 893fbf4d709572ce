const $ = require("jquery");
global.$ = $;
const Validate = require("../js/validate");

function form(values) {
  document.body.innerHTML = `
    <form>
      <input id="guest-name" value="${values.name}">
      <input id="contact-email" value="${values.email}">
      <input id="booking-date" value="${values.date}">
    </form>`;
  return $("form");
}

test("accepts a complete booking", () => {
  expect(Validate.validateForm(form({ name: "Ana", email: "ana@example.com", date: "2099-06-01" }))).toEqual([]);
});

test("rejects a bad email", () => {
  expect(Validate.validateForm(form({ name: "Ana", email: "ana@", date: "2099-06-01" }))).toHaveLength(1);
});

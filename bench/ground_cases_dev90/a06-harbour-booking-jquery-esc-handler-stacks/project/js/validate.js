/* global $ */
var Validate = (function () {
  var EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

  function validateForm($form) {
    var errors = [];
    var name = $form.find("#guest-name")[0].value.trim();
    var email = $form.find("#contact-email")[0].value.trim();
    var date = $form.find("#booking-date")[0].value;

    if (!name) errors.push("Please tell us your name.");
    if (!EMAIL.test(email)) errors.push("That email doesn't look right.");
    if (!date) errors.push("Pick a date.");
    else if (new Date(date + "T23:59:59") < new Date()) errors.push("That date is in the past.");

    return errors;
  }

  return { validateForm: validateForm };
})();

if (typeof module !== "undefined") module.exports = Validate;

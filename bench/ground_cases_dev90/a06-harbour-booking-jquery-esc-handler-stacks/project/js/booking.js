/* global $, Validate, Modal */
$(function () {
  var $form = $("#booking-form");
  var $error = $form.find(".form-error");

  function summaryText() {
    var data = Object.fromEntries(new FormData($form[0]));
    return data.name + ", " + data.party + " guests on " + data.date;
  }

  // Enter in a text field moves to the next field instead of submitting.
  $form.on("keydown", "input:not([type=submit])", function (e) {
    if (e.key !== "Enter") return;
    e.preventDefault();
    var $fields = $form.find("input, select, button").filter(":visible");
    $fields.eq($fields.index(this) + 1).trigger("focus");
  });

  $form.on("submit", function (e) {
    e.preventDefault();
    var errors = Validate.validateForm($form);
    if (errors.length) {
      $error.text(errors.join(" ")).prop("hidden", false);
      return;
    }
    $error.prop("hidden", true);
    Modal.open(summaryText(), function () {
      $.post("/api/bookings", $form.serialize()).done(function () {
        window.location.href = "/thanks.html";
      });
    });
  });
});

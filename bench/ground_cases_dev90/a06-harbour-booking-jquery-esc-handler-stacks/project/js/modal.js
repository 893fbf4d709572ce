/* global $ */
var Modal = (function () {
  var $modal = $("#confirm-modal");
  var lastFocus = null;

  function openModal(summary, onConfirm) {
    lastFocus = document.activeElement;
    $modal.find(".modal__summary").text(summary);
    $modal.prop("hidden", false);
    $modal.find("[data-action=confirm]").trigger("focus");

    $(document).on("keydown", function (e) {
      if (e.key === "Escape") closeModal();
    });

    $modal.off("click.modal").on("click.modal", "[data-action]", function () {
      var action = $(this).data("action");
      closeModal();
      if (action === "confirm") onConfirm();
    });
  }

  function closeModal() {
    $modal.prop("hidden", true);
    if (lastFocus) lastFocus.focus();
  }

  return { open: openModal, close: closeModal };
})();

using System.Web.Mvc;
using SeikyuWeb.Services;

namespace SeikyuWeb.Controllers
{
    [Authorize(Roles = "Keiri,Eigyo")]
    public class InvoiceController : Controller
    {
        private readonly InvoiceService _service;
        private readonly InvoicePdfBuilder _pdf;

        public InvoiceController(InvoiceService service, InvoicePdfBuilder pdf)
        {
            _service = service;
            _pdf = pdf;
        }

        // GET /Invoice/Detail/INV-2406-0012
        public ActionResult Detail(string id)
        {
            var invoice = _service.Get(id);
            return View(invoice);
        }

        // GET /Invoice/Pdf/INV-2406-0012
        public ActionResult Pdf(string id)
        {
            var invoice = _service.Get(id);
            var bytes = _pdf.Build(invoice);
            return File(bytes, "application/pdf", $"{id}.pdf");
        }
    }
}

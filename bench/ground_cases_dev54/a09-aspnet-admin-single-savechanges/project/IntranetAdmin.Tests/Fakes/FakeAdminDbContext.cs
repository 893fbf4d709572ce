using System.Collections.Generic;
using System.Security.Principal;
using System.Web;
using System.Web.Mvc;
using System.Web.Routing;
using IntranetAdmin.Models;

namespace IntranetAdmin.Tests.Fakes
{
    /// <summary>In-memory AdminDbContext for controller tests (FakeDbSet from the old test helpers).</summary>
    public class FakeAdminDbContext : AdminDbContext
    {
        public FakeAdminDbContext(IEnumerable<AppUser> users)
        {
            Users = new FakeDbSet<AppUser>(users);
            AuditEntries = new FakeDbSet<AuditEntry>();
        }

        public int SaveChangesCalls { get; private set; }

        public override int SaveChanges()
        {
            SaveChangesCalls++;
            return 0;
        }
    }

    public static class ControllerExtensions
    {
        public static T WithUser<T>(this T controller, string login) where T : Controller
        {
            var principal = new GenericPrincipal(new GenericIdentity(login), new[] { @"CORP\Intranet-Admins" });
            var http = new HttpContextWrapper(new HttpContext(new HttpRequest("", "http://localhost/", ""), new HttpResponse(null)) { User = principal });
            controller.ControllerContext = new ControllerContext(new RequestContext(http, new RouteData()), controller);
            return controller;
        }
    }
}

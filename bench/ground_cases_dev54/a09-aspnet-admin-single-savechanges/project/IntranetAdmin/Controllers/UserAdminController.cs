using System;
using System.Linq;
using System.Net;
using System.Web.Mvc;
using IntranetAdmin.Auditing;
using IntranetAdmin.Models;

namespace IntranetAdmin.Controllers
{
    [Authorize(Roles = @"CORP\Intranet-Admins")]
    public class UserAdminController : Controller
    {
        private readonly AdminDbContext _db;

        public UserAdminController() : this(new AdminDbContext())
        {
        }

        public UserAdminController(AdminDbContext db)
        {
            _db = db;
        }

        public ActionResult Index(bool showInactive = false)
        {
            var users = _db.Users.Where(u => showInactive || u.IsActive).OrderBy(u => u.DisplayName).ToList();
            ViewBag.ShowInactive = showInactive;
            return View(users);
        }

        [HttpPost, ValidateAntiForgeryToken]
        public ActionResult Deactivate(int id)
        {
            var user = _db.Users.Find(id);
            if (user == null)
            {
                return HttpNotFound();
            }

            if (user.IsAdmin && user.IsActive && !_db.Users.Any(u => u.Id != id && u.IsAdmin && u.IsActive))
            {
                TempData["Error"] = user.DisplayName + " is the last active administrator and cannot be deactivated.";
                return RedirectToAction("Index");
            }

            user.IsActive = false;
            user.DeactivatedAt = DateTime.UtcNow;
            user.DeactivatedBy = User.Identity.Name;
            _db.SaveChanges();

            _db.AuditEntries.Add(new AuditEntry
            {
                UserId = user.Id,
                Action = AuditActions.UserDeactivated,
                PerformedBy = User.Identity.Name,
                PerformedAt = DateTime.UtcNow,
            });
            _db.SaveChanges();

            TempData["Message"] = user.DisplayName + " was deactivated.";
            return RedirectToAction("Index");
        }

        [HttpPost, ValidateAntiForgeryToken]
        public ActionResult Reactivate(int id)
        {
            var user = _db.Users.Find(id);
            if (user == null)
            {
                return HttpNotFound();
            }

            user.IsActive = true;
            user.DeactivatedAt = null;
            user.DeactivatedBy = null;
            _db.AuditEntries.Add(new AuditEntry
            {
                UserId = user.Id,
                Action = AuditActions.UserReactivated,
                PerformedBy = User.Identity.Name,
                PerformedAt = DateTime.UtcNow,
            });
            _db.SaveChanges();

            TempData["Message"] = user.DisplayName + " was reactivated.";
            return RedirectToAction("Index");
        }

        [HttpPost, ValidateAntiForgeryToken]
        public ActionResult RevokeAdmin(int id)
        {
            var user = _db.Users.Find(id);
            if (user == null)
            {
                return HttpNotFound();
            }

            user.IsAdmin = false;
            _db.AuditEntries.Add(new AuditEntry
            {
                UserId = user.Id,
                Action = AuditActions.AdminRoleRevoked,
                PerformedBy = User.Identity.Name,
                PerformedAt = DateTime.UtcNow,
            });
            _db.SaveChanges();
            return RedirectToAction("Index");
        }

        protected override void Dispose(bool disposing)
        {
            if (disposing)
            {
                _db.Dispose();
            }
            base.Dispose(disposing);
        }
    }
}

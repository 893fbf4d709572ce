using System.Collections.Generic;
using System.Linq;
using System.Web.Mvc;
using IntranetAdmin.Controllers;
using IntranetAdmin.Models;
using IntranetAdmin.Tests.Fakes;
using Microsoft.VisualStudio.TestTools.UnitTesting;

namespace IntranetAdmin.Tests.Controllers
{
    [TestClass]
    public class UserAdminControllerTests
    {
        private FakeAdminDbContext _db;
        private UserAdminController _controller;

        [TestInitialize]
        public void SetUp()
        {
            _db = new FakeAdminDbContext(new List<AppUser>
            {
                new AppUser { Id = 1, Login = "mkrause", DisplayName = "Krause, Maria", IsActive = true, IsAdmin = true },
                new AppUser { Id = 2, Login = "tweber", DisplayName = "Weber, Tom", IsActive = true },
            });
            _controller = new UserAdminController(_db).WithUser(@"CORP\lbauer");
        }

        [TestMethod]
        public void Deactivate_SetsInactiveAndWritesAudit()
        {
            var result = _controller.Deactivate(2) as RedirectToRouteResult;

            Assert.IsNotNull(result);
            Assert.IsFalse(_db.Users.Single(u => u.Id == 2).IsActive);
            Assert.AreEqual(1, _db.AuditEntries.Count());
        }

        [TestMethod]
        public void Deactivate_LastActiveAdmin_IsBlocked()
        {
            var result = _controller.Deactivate(1) as RedirectToRouteResult;

            Assert.IsNotNull(result);
            Assert.IsTrue(_db.Users.Single(u => u.Id == 1).IsActive);
            Assert.AreEqual(0, _db.AuditEntries.Count());
            Assert.IsNotNull(_controller.TempData["Error"]);
        }

        [TestMethod]
        public void Deactivate_UnknownUser_Returns404()
        {
            Assert.IsInstanceOfType(_controller.Deactivate(99), typeof(HttpNotFoundResult));
        }
    }
}

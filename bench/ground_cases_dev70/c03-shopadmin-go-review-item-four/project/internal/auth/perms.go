package auth

type Role string

const (
	RoleOwner   Role = "owner"
	RoleManager Role = "manager"
	RoleCashier Role = "cashier"
)

type Perm string

const (
	PermOrdersRead   Perm = "orders:read"
	PermOrdersRefund Perm = "orders:refund"
	PermStaffInvite  Perm = "staff:invite"
	PermReportsView  Perm = "reports:view"
)

// 角色权限表。产品文档：退款只有店长（manager）及以上可以操作。
var rolePerms = map[Role][]Perm{
	RoleOwner:   {PermOrdersRead, PermOrdersRefund, PermStaffInvite, PermReportsView},
	RoleManager: {PermOrdersRead, PermOrdersRefund, PermStaffInvite, PermReportsView},
	RoleCashier: {PermOrdersRead, PermOrdersRefund},
}

func (r Role) Can(p Perm) bool {
	for _, have := range rolePerms[r] {
		if have == p {
			return true
		}
	}
	return false
}

func ParseRole(s string) (Role, bool) {
	switch Role(s) {
	case RoleOwner, RoleManager, RoleCashier:
		return Role(s), true
	}
	return "", false
}

# ldapsync package

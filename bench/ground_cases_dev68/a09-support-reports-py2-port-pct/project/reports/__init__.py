# weekly support reports (2012), see README

from picrename.app import main

raise SystemExit(main())

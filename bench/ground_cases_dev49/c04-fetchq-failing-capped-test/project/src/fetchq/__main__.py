from fetchq.cli import main

raise SystemExit(main())

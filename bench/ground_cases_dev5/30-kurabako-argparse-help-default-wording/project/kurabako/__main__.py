from kurabako.cli import main

raise SystemExit(main())

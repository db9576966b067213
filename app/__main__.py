"""`python -m app`: the same as the `shipmate` command."""

from app.main import main

raise SystemExit(main())

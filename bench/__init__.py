"""Benchmarks and the dev-set scorer: developer tools, not shipped."""

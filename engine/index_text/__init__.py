"""What each item is searched by: the index text of sections, tables and diagrams (ingest writes it, retrieval reads it)."""

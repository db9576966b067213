"""The equipment vocabulary: code shapes and component names, used by ingest and the agent alike."""

"""Test doubles in one place: a fake Ollama server, a scripted chat model, scripted engines for the
engine process, and generated PDFs. Not shipped: the product never imports these."""

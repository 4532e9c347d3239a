# one-night: Italian texts fall back to English until translated.

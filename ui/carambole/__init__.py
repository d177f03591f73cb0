"""Carambole in the studio: its course editor (``editor``) and its play view (``play``), one
package per game the way its core (``golfstudio.carambole``) is."""

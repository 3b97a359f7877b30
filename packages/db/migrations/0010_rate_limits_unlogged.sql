-- Rate-limit counters are written on every limited request (a booking takes two) and live an hour at most: without
-- the write-ahead log each upsert skips a disk flush. A crash empties the table, which only forgets recent counts.
ALTER TABLE "rate_limits" SET UNLOGGED;

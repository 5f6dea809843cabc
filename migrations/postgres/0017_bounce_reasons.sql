-- Why each address bounced, from the short list of spec/bounces.md:
-- address-unknown, domain-unknown, mailbox-full, refused, gave-up, other.
-- Addresses that bounced before are given the reason their status code
-- names.
ALTER TABLE bouncing_addresses ADD COLUMN why TEXT NOT NULL DEFAULT 'other';
UPDATE bouncing_addresses SET why = CASE
    WHEN status LIKE '_.1.1' OR status LIKE '_.1.10' OR status LIKE '_.2.1' THEN 'address-unknown'
    WHEN status LIKE '_.1.2' OR status LIKE '_.4.4' THEN 'domain-unknown'
    WHEN status LIKE '_.2.2' THEN 'mailbox-full'
    WHEN status LIKE '_.7.%' THEN 'refused'
    WHEN status LIKE '_.4.7' THEN 'gave-up'
    ELSE 'other'
END;

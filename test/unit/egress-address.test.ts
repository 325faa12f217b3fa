import { test } from "node:test";
import assert from "node:assert/strict";
import { isPublicAddress } from "../../src/egress/address";

const BLOCKED: string[] = [
  // IPv4 deny list from security.md
  "0.0.0.0",
  "0.1.2.3",
  "10.0.0.1",
  "10.255.255.255",
  "100.64.0.1",
  "100.127.255.254",
  "127.0.0.1",
  "127.255.255.254",
  "169.254.169.254",
  "172.16.0.1",
  "172.31.255.255",
  "192.0.0.8",
  "192.0.2.1",
  "192.88.99.1",
  "192.168.1.1",
  "198.18.0.1",
  "198.19.255.255",
  "198.51.100.7",
  "203.0.113.9",
  "224.0.0.1",
  "239.255.255.250",
  "240.0.0.1",
  "255.255.255.255",
  // IPv6 specials
  "::",
  "::1",
  "0:0:0:0:0:0:0:1",
  "000:0:0000::01",
  "::ffff:127.0.0.1",
  "::fFFf:127.0.0.1",
  "::ffff:7f00:1",
  "0:0:0:0:0:ffff:7f00:1",
  "::ffff:169.254.169.254",
  "::ffff:a9fe:a9fe",
  "::ffff:10.0.0.1",
  "::127.0.0.1",
  "64:ff9b::7f00:1",
  "64:ff9b::10.0.0.1",
  "64:ff9b:1::1",
  "2002:7f00:1::",
  "2002:a00:1::1",
  "2002:c0a8:101::1",
  "fc00::1",
  "fd00:ec2::254",
  "fe80::1",
  "febf::1",
  "fec0::1",
  "ff02::1",
  "2001:db8::1",
  "2001::1",
  "100::1",
  "::ffff:0:7f00:1",
  "4000::1",
  // brackets are tolerated, zone ids are not
  "[::1]",
  "fe80::1%eth0",
  // non-canonical notations are not IPs to us: fail closed
  "0x7f.1",
  "2130706433",
  "127.1",
  "0177.0.0.1",
  "012.1.2.3",
  "01200034567",
  "127.0.0.1.",
  "",
  "localhost",
  "example.com",
  "1.2.3",
  "256.1.1.1",
];

const PUBLIC: string[] = [
  "1.1.1.1",
  "8.8.8.8",
  "93.184.216.34",
  "100.63.255.255",
  "100.128.0.1",
  "172.15.255.255",
  "172.32.0.1",
  "192.167.255.255",
  "198.17.255.255",
  "198.20.0.1",
  "223.255.255.254",
  "11.0.0.1",
  "2606:4700:4700::1111",
  "2a00:1450:4001:80b::200e",
  "2001:4860:4860::8888",
  "[2606:4700:4700::1001]",
  "::ffff:8.8.8.8",
  "::ffff:808:808",
  "64:ff9b::808:808",
  "64:ff9b::8.8.8.8",
  "2002:808:808::1",
];

test("isPublicAddress blocks every private, special or non-canonical address", () => {
  for (const ip of BLOCKED) assert.equal(isPublicAddress(ip), false, `expected blocked: ${JSON.stringify(ip)}`);
});

test("isPublicAddress accepts global unicast addresses, including unwrapped IPv4-in-IPv6 forms", () => {
  for (const ip of PUBLIC) assert.equal(isPublicAddress(ip), true, `expected public: ${ip}`);
});

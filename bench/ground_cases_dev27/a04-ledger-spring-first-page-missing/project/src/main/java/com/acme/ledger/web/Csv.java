package com.acme.ledger.web;

final class Csv {

    private Csv() {
    }

    /** RFC 4180 quoting; also defuses spreadsheet formulas (=, +, -, @ at the start). */
    static String quote(String value) {
        if (value == null) {
            return "";
        }
        var v = value;
        if (!v.isEmpty() && "=+-@".indexOf(v.charAt(0)) >= 0) {
            v = "'" + v;
        }
        if (v.contains(",") || v.contains("\"") || v.contains("\n") || !v.equals(value)) {
            return "\"" + v.replace("\"", "\"\"") + "\"";
        }
        return v;
    }
}

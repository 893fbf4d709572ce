package com.harbor.triage.classify;

public record Label(String label, double confidence, String reason) {
}

package com.harbor.triage.llm;

/** One prompt in, the model's raw text out. */
public interface LlmClient {
    String complete(String system, String user);
}

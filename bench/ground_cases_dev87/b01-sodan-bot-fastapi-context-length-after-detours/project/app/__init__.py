"""社内相談ボット (sodan-bot): vLLM 上の Qwen に社内規程の質問を投げる API."""

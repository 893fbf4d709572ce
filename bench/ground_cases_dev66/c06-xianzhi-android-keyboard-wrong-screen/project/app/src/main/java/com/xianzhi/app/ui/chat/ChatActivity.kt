package com.xianzhi.app.ui.chat

import android.os.Bundle
import androidx.appcompat.app.AppCompatActivity
import androidx.lifecycle.lifecycleScope
import androidx.recyclerview.widget.LinearLayoutManager
import com.xianzhi.app.data.MessageRepository
import com.xianzhi.app.databinding.ActivityChatBinding
import kotlinx.coroutines.launch

class ChatActivity : AppCompatActivity() {

    private lateinit var binding: ActivityChatBinding
    private val repo = MessageRepository.instance
    private val adapter = MessageAdapter()

    override fun onCreate(savedInstanceState: Bundle?) {
        super.onCreate(savedInstanceState)
        binding = ActivityChatBinding.inflate(layoutInflater)
        setContentView(binding.root)
        val conversationId = requireNotNull(intent.getStringExtra(EXTRA_ID))

        binding.messages.layoutManager = LinearLayoutManager(this).apply { stackFromEnd = true }
        binding.messages.adapter = adapter
        binding.send.setOnClickListener {
            val text = binding.input.text.toString().trim()
            if (text.isEmpty()) return@setOnClickListener
            lifecycleScope.launch {
                repo.send(conversationId, text)
                binding.input.text = null
            }
        }
        lifecycleScope.launch {
            repo.messages(conversationId).collect { list ->
                adapter.submitList(list) { binding.messages.scrollToPosition(list.lastIndex) }
            }
        }
    }

    companion object {
        const val EXTRA_ID = "conversation_id"
    }
}

package com.xianzhi.app.ui.messages

import android.os.Bundle
import android.view.View
import android.widget.Toast
import androidx.fragment.app.Fragment
import androidx.lifecycle.lifecycleScope
import androidx.recyclerview.widget.LinearLayoutManager
import com.xianzhi.app.R
import com.xianzhi.app.data.MessageRepository
import com.xianzhi.app.databinding.FragmentMessagesBinding
import kotlinx.coroutines.launch

class MessagesFragment : Fragment(R.layout.fragment_messages) {

    private val repo = MessageRepository.instance
    private val adapter = ConversationAdapter { conversation -> openChat(conversation.id) }

    override fun onViewCreated(view: View, savedInstanceState: Bundle?) {
        val binding = FragmentMessagesBinding.bind(view)
        binding.list.layoutManager = LinearLayoutManager(requireContext())
        binding.list.adapter = adapter
        binding.quickReplySend.setOnClickListener {
            val text = binding.quickReply.text.toString().trim()
            if (text.isNotEmpty()) repo.replyToLatest(text)
            binding.quickReply.text = null
        }
        viewLifecycleOwner.lifecycleScope.launch {
            val unread = repo.loadConversations()
            onUnreadLoaded(unread.count { it.unread > 0 })
            adapter.submitList(unread)
        }
    }

    private fun onUnreadLoaded(count: Int) {
        if (count > 0) {
            Toast.makeText(requireContext(), getString(R.string.unread_toast, count), Toast.LENGTH_SHORT).show()
        }
    }

    private fun openChat(id: String) {
        startActivity(ChatIntents.open(requireContext(), id))
    }
}

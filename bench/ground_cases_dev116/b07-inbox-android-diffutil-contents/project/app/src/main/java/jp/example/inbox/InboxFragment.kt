package jp.example.inbox

import android.os.Bundle
import android.view.View
import androidx.fragment.app.Fragment
import androidx.fragment.app.viewModels
import androidx.recyclerview.widget.LinearLayoutManager
import jp.example.inbox.databinding.FragmentInboxBinding

class InboxFragment : Fragment(R.layout.fragment_inbox) {

    private val viewModel: InboxViewModel by viewModels { AppViewModels.factory }
    private var binding: FragmentInboxBinding? = null

    override fun onViewCreated(view: View, savedInstanceState: Bundle?) {
        val b = FragmentInboxBinding.bind(view)
        binding = b
        val adapter = MessageAdapter { message ->
            viewModel.markRead(message)
            MessageDetailActivity.open(requireContext(), message.id)
        }
        b.list.layoutManager = LinearLayoutManager(requireContext())
        b.list.adapter = adapter
        viewModel.messages.observe(viewLifecycleOwner) { adapter.submit(it) }
        b.swipeRefresh.setOnRefreshListener { viewModel.load() }
        viewModel.refreshing.observe(viewLifecycleOwner) { b.swipeRefresh.isRefreshing = it }
        viewModel.unreadCount.observe(viewLifecycleOwner) { count ->
            requireActivity().title = if (count > 0) getString(R.string.inbox_title_unread, count) else getString(R.string.inbox_title)
        }
    }

    override fun onDestroyView() {
        binding = null
        super.onDestroyView()
    }
}

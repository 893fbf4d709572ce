package com.acme.pinboard.feed

import android.os.Bundle
import android.view.View
import androidx.core.view.isVisible
import androidx.fragment.app.Fragment
import androidx.fragment.app.viewModels
import androidx.lifecycle.Lifecycle
import androidx.lifecycle.lifecycleScope
import androidx.lifecycle.repeatOnLifecycle
import androidx.recyclerview.widget.LinearLayoutManager
import androidx.recyclerview.widget.RecyclerView
import com.acme.pinboard.R
import com.acme.pinboard.databinding.FragmentFeedBinding
import dagger.hilt.android.AndroidEntryPoint
import kotlinx.coroutines.launch

@AndroidEntryPoint
class FeedFragment : Fragment(R.layout.fragment_feed) {

    private val viewModel: FeedViewModel by viewModels()
    private val adapter = FeedAdapter(onClick = { post -> openPost(post.id) })

    override fun onViewCreated(view: View, savedInstanceState: Bundle?) {
        val binding = FragmentFeedBinding.bind(view)
        val layoutManager = LinearLayoutManager(requireContext())
        binding.list.layoutManager = layoutManager
        binding.list.adapter = adapter
        binding.list.addOnScrollListener(object : RecyclerView.OnScrollListener() {
            override fun onScrolled(recyclerView: RecyclerView, dx: Int, dy: Int) {
                if (layoutManager.findLastVisibleItemPosition() >= adapter.itemCount - 5) {
                    viewModel.loadMore()
                }
            }
        })
        binding.swipeRefresh.setOnRefreshListener { viewModel.refresh() }

        viewLifecycleOwner.lifecycleScope.launch {
            viewLifecycleOwner.repeatOnLifecycle(Lifecycle.State.STARTED) {
                viewModel.state.collect { state ->
                    adapter.submit(state.items)
                    binding.swipeRefresh.isRefreshing = state.loading && state.items.isNotEmpty()
                    binding.shimmer.isVisible = state.loading && state.items.isEmpty()
                    binding.error.isVisible = state.error != null
                    binding.error.text = state.error
                }
            }
        }
    }

    private fun openPost(id: String) {
        parentFragmentManager.beginTransaction()
            .replace(R.id.container, PostDetailFragment.newInstance(id))
            .addToBackStack(null)
            .commit()
    }
}

package cn.xiaoyu.feed

import android.os.Bundle
import android.view.View
import androidx.fragment.app.Fragment
import androidx.recyclerview.widget.LinearLayoutManager
import androidx.recyclerview.widget.RecyclerView
import androidx.swiperefreshlayout.widget.SwipeRefreshLayout

class FeedFragment : Fragment(R.layout.fragment_feed) {

    private val viewModel: FeedViewModel by lazy { ServiceLocator.feedViewModel(this) }
    private val adapter = FeedAdapter { post -> openDetail(post) }

    override fun onViewCreated(view: View, savedInstanceState: Bundle?) {
        val list = view.findViewById<RecyclerView>(R.id.list)
        val swipe = view.findViewById<SwipeRefreshLayout>(R.id.swipe)
        val layoutManager = LinearLayoutManager(requireContext())
        list.layoutManager = layoutManager
        list.adapter = adapter

        list.addOnScrollListener(object : RecyclerView.OnScrollListener() {
            override fun onScrolled(rv: RecyclerView, dx: Int, dy: Int) {
                val lastVisible = layoutManager.findLastVisibleItemPosition()
                if (dy > 0 && lastVisible >= adapter.itemCount - 3) {
                    viewModel.loadMore()
                }
            }
        })

        swipe.setOnRefreshListener { viewModel.refresh() }
        viewModel.state.observe(viewLifecycleOwner) { state ->
            swipe.isRefreshing = state.loading && state.items.isEmpty()
            adapter.submit(state.items)
        }
        if (savedInstanceState == null) viewModel.refresh()
    }

    private fun openDetail(post: Post) {
        DetailActivity.start(requireContext(), post.id)
    }
}

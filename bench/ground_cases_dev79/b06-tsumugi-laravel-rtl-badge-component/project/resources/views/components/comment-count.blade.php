@props(['count'])

<span {{ $attributes->merge(['class' => 'comment-count float-right ml-2 rounded-full bg-gray-200 px-2 text-xs']) }}
      title="{{ trans_choice('messages.comments', $count) }}">
    {{ $count }}
</span>

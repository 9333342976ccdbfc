print("gesturelock")
